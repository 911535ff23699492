import type { ReactNode } from 'react';
import type { ExistingBank, ExistingCard } from '../../../../contract/billingAccountCalls';
import { fieldId } from '../../../ui/Field';

/**
 * A current member's saved accounts as choices: choosing one uses it instead of a new entry (whose
 * inputs are then disabled); choosing it again unselects it. At most one is chosen.
 */
function SavedChoices({
  name,
  legend,
  choices,
  chosen,
  onChange,
  error,
}: {
  name: 'bank_id' | 'card_id';
  legend: string;
  choices: { id: string; label: ReactNode }[];
  chosen: string;
  onChange: (id: string) => void;
  error: string | undefined;
}) {
  if (choices.length === 0) return null;
  const id = fieldId(name);
  return (
    <fieldset
      className={`field checkbox-group saved-accounts${error ? ' field--error' : ''}`}
      aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
    >
      <legend>{legend}</legend>
      <p className="field__hint" id={`${id}-hint`}>
        Choose one to pay with it instead of entering new details; choose it again to enter new details.
      </p>
      {choices.map((choice, index) => (
        <label key={choice.id} className="checkbox">
          <input
            type="checkbox"
            id={index === 0 ? id : `${id}-${choice.id}`}
            checked={chosen === choice.id}
            onChange={(event) => onChange(event.target.checked ? choice.id : '')}
          />{' '}
          {choice.label}
        </label>
      ))}
      {error ? (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

const TYPE_LABELS: Record<string, string> = { checking: 'Checking', savings: 'Savings' };

/** The member's saved bank accounts, numbers masked to their last four digits. */
export function SavedBanks(props: {
  banks: ExistingBank[];
  chosen: string;
  onChange: (id: string) => void;
  error: string | undefined;
}) {
  return (
    <SavedChoices
      name="bank_id"
      legend="Saved bank accounts"
      choices={props.banks.map((bank) => ({
        id: bank.bank_id,
        label: `${bank.bank_name}, ${TYPE_LABELS[bank.account_type] ?? bank.account_type} ${bank.account_number}, ${bank.account_name}`,
      }))}
      chosen={props.chosen}
      onChange={props.onChange}
      error={props.error}
    />
  );
}

/** The member's saved cards: at most the first six and last four digits, and the expiry as month/year. */
export function SavedCards(props: {
  cards: ExistingCard[];
  chosen: string;
  onChange: (id: string) => void;
  error: string | undefined;
}) {
  return (
    <SavedChoices
      name="card_id"
      legend="Saved cards"
      choices={props.cards.map((card) => ({
        id: card.card_id,
        label: `${card.card_number}, ${card.name_on_cc}, expires ${card.expiration_month}/${card.expiration_year}`,
      }))}
      chosen={props.chosen}
      onChange={props.onChange}
      error={props.error}
    />
  );
}
