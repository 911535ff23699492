import { useRef, useState } from 'react';
import { getQuotePreviewContent } from '../../../contract/quoteCalls';
import { saveEnrollment } from '../../../contract/saveEnrollmentCalls';
import { type QuoteForm, quoteForm } from '../../../domain/forms/quoteForm';
import { callApi } from '../../api/callApi';
import { useServerForm } from '../../forms/useServerForm';
import { ErrorSummary } from '../../ui/ErrorSummary';
import { TextAreaField, TextField } from '../../ui/Field';
import { Modal } from '../../ui/Modal';

/** "Send Personalized Quote": name, e-mail and a note; Preview shows the e-mail, Send sends it. */
export function QuoteSection({ enrollmentId }: { enrollmentId: string }) {
  const [open, setOpen] = useState(false);
  const [preview, setPreview] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  // Which button submitted: read when the checked values arrive, after this render.
  const mode = useRef<'preview' | 'send'>('send');
  const { form, submit, attempt, summary, errorOf } = useServerForm(quoteForm, {
    defaultValues: { name: '', email: '', message: '' },
    onValid: async (values: QuoteForm) => {
      const input = {
        ...values,
        message: values.message || undefined,
        enrollment_id: enrollmentId,
        tab: 'cart_info' as const,
      };
      if (mode.current === 'preview') {
        const shown = await callApi(getQuotePreviewContent, { query: { ...input, type: 'preview' } });
        setPreview(`Subject: ${shown.subject}\n\n${shown.text}`);
      } else {
        const sent = await callApi(saveEnrollment, { body: input });
        setSentTo(sent.sent_to);
        setPreview(null);
        form.reset();
      }
    },
  });
  const close = () => {
    setOpen(false);
    setPreview(null);
  };
  return (
    <section className="quote" aria-label="Personalized quote">
      <button
        type="button"
        className="button"
        onClick={() => {
          setSentTo(null);
          setOpen(true);
        }}
      >
        Send Personalized Quote
      </button>
      {sentTo ? (
        <p className="message--ok" role="status">
          Quote Successfully Sent to {sentTo}
        </p>
      ) : null}
      <Modal open={open && !sentTo} title="Send Personalized Quote" onClose={close}>
        <form onSubmit={submit} noValidate>
          <ErrorSummary items={summary} attempt={attempt} />
          <TextField label="Name" autoComplete="name" error={errorOf('name')} {...form.register('name')} />
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            error={errorOf('email')}
            {...form.register('email')}
          />
          <TextAreaField label="Message" error={errorOf('message')} {...form.register('message')} />
          <div className="button-row">
            <button
              type="submit"
              className="button"
              onClick={() => {
                mode.current = 'preview';
              }}
              disabled={form.formState.isSubmitting}
            >
              Preview
            </button>
            <button
              type="submit"
              className="button button--primary"
              onClick={() => {
                mode.current = 'send';
              }}
              disabled={form.formState.isSubmitting}
            >
              Send
            </button>
          </div>
        </form>
        {preview ? (
          <section className="quote-preview" aria-label="Quote preview">
            <pre>{preview}</pre>
          </section>
        ) : null}
        <button type="button" className="button button--link" onClick={close}>
          Close
        </button>
      </Modal>
    </section>
  );
}
