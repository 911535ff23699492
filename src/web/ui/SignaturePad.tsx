import { useEffect, useRef } from 'react';

const WIDTH = 480;
const HEIGHT = 160;

/**
 * A drawn signature as a PNG data URL. For people who cannot draw with a pointer, "Sign with my
 * typed name" writes the typed name onto the pad instead; both can be cleared. While `disabled`
 * (the consent to sign electronically not given yet) nothing can be drawn, and what was is cleared.
 */
export function SignaturePad({
  id,
  typedName,
  onChange,
  error,
  disabled = false,
  disabledHint,
}: {
  id: string;
  typedName: string;
  onChange: (dataUrl: string) => void;
  error?: string | undefined;
  disabled?: boolean;
  /** Says why the pad is disabled. */
  disabledHint?: string;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);
  const changed = useRef(onChange);
  changed.current = onChange;
  useEffect(() => {
    if (!disabled) return;
    drawing.current = false;
    const pad = canvas.current;
    pad?.getContext('2d')?.clearRect(0, 0, WIDTH, HEIGHT);
    changed.current('');
  }, [disabled]);

  const context = () => {
    const ctx = canvas.current?.getContext('2d');
    if (ctx) {
      ctx.lineWidth = 2.5;
      ctx.lineCap = 'round';
      ctx.strokeStyle = '#12263a';
      ctx.fillStyle = '#12263a';
    }
    return ctx;
  };
  const point = (event: React.PointerEvent<HTMLCanvasElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    return {
      x: ((event.clientX - box.left) * WIDTH) / box.width,
      y: ((event.clientY - box.top) * HEIGHT) / box.height,
    };
  };
  const publish = () => canvas.current && onChange(canvas.current.toDataURL('image/png'));
  const clear = () => {
    context()?.clearRect(0, 0, WIDTH, HEIGHT);
    onChange('');
  };

  const described = [disabled && disabledHint ? `${id}-hint` : '', error ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');
  return (
    // The signature image never goes into a step's screenshot.
    <div className={`field signature${error ? ' field--error' : ''}`} data-sensitive="">
      <p id={`${id}-label`} className="signature__label">
        Signature
      </p>
      {disabled && disabledHint ? (
        <p className="field__hint" id={`${id}-hint`}>
          {disabledHint}
        </p>
      ) : null}
      <canvas
        id={id}
        ref={canvas}
        width={WIDTH}
        height={HEIGHT}
        className="signature__pad"
        role="img"
        aria-labelledby={`${id}-label`}
        aria-describedby={described || undefined}
        style={disabled ? { opacity: 0.5 } : undefined}
        tabIndex={-1}
        onPointerDown={(event) => {
          if (disabled) return;
          const ctx = context();
          if (!ctx) return;
          drawing.current = true;
          event.currentTarget.setPointerCapture(event.pointerId);
          const { x, y } = point(event);
          ctx.beginPath();
          ctx.moveTo(x, y);
        }}
        onPointerMove={(event) => {
          if (!drawing.current) return;
          const ctx = context();
          const { x, y } = point(event);
          ctx?.lineTo(x, y);
          ctx?.stroke();
        }}
        onPointerUp={() => {
          if (!drawing.current) return;
          drawing.current = false;
          publish();
        }}
      />
      <div className="button-row">
        <button type="button" className="button" onClick={clear} disabled={disabled}>
          Clear
        </button>
        <button
          type="button"
          className="button"
          disabled={disabled || !typedName.trim()}
          onClick={() => {
            const ctx = context();
            if (!ctx) return;
            ctx.clearRect(0, 0, WIDTH, HEIGHT);
            ctx.font = 'italic 40px Georgia, serif';
            ctx.fillText(typedName.trim(), 24, HEIGHT / 2 + 14, WIDTH - 48);
            publish();
          }}
        >
          Sign with my typed name
        </button>
      </div>
      {error ? (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
