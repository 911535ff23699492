import { ConfiguredStep } from '../configured/ConfiguredStep';
import { ZipWithState } from '../configured/ZipWithState';
import type { StepProps } from '../stepTypes';

/** Contact Information: fields from the form configuration; a 5-digit zip fills and locks the state. */
export function ContactStep(props: StepProps) {
  return (
    <ConfiguredStep
      {...props}
      step="contact"
      extras={{
        intro: (
          <p>
            You will receive an electronic copy of your application and an e-mail within 10 minutes of
            completing enrollment.
          </p>
        ),
        override: (definition, step) => {
          if (definition.field_name === 'zip')
            return <ZipWithState key="zip" definition={definition} {...step} />;
          // The state is drawn beside the zip, which fills it.
          if (definition.field_name === 'state') return null;
          return undefined;
        },
      }}
    />
  );
}
