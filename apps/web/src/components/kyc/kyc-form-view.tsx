import type { KycField, KycStatus } from '@sika/contract';
import { dateFieldOrder, type KycFieldKey, type KycValues, markets } from '@sika/domain';
import { useId, useRef, useState } from 'react';
import type { TFunction } from '../../i18n/index.ts';
import { useT } from '../../i18n/index.ts';
import { isApiError } from '../../lib/api/index.ts';
import { useMarket } from '../../lib/app-info.ts';
import { Button } from '../../ui/button.tsx';
import { Field } from '../../ui/field.tsx';
import { showToast } from '../../ui/toast.tsx';
import type { KycForm } from './api/get-kyc-fields.ts';
import { useSubmitKyc } from './api/submit-kyc.ts';
import styles from './kyc.module.css';
import {
  errorMessageKey,
  type FieldErrors,
  ghanaCardParts,
  ghanaCardValue,
  maskTypedDate,
  requiredFilled,
  serverFieldErrors,
  toSubmission,
  typedDateToYmd,
  validateKyc,
  ymdToTyped,
} from './kyc-form.ts';

const AUTOCOMPLETE: Partial<Record<KycFieldKey, string>> = {
  firstName: 'given-name',
  surname: 'family-name',
  email: 'email',
  dateOfBirth: 'bday',
  RESIDENTIAL_ADDRESS: 'street-address',
};

/** What KYC asks for and why, above the form (popup and settings page alike). */
export function KycIntro() {
  const { t } = useT('kyc');
  return <p className={styles.intro}>{t('kyc.intro')}</p>;
}

/**
 * The KYC form (spec core §3 KYC, §5): the server's basicFields in order, each checked with the domain's
 * rules; submit stays disabled until every required field has a value. Used by the popup and the
 * settings page.
 */
export function KycFormView({
  form,
  onSubmitted,
  stickySubmit = false,
}: {
  form: KycForm;
  onSubmitted(status: KycStatus): void;
  /** Keeps the submit button in view under the scrolling fields (the popup). */
  stickySubmit?: boolean;
}) {
  const { t } = useT('kyc');
  const market = useMarket();
  const marketCode = market?.code ?? 'GH';
  const fields = form.basicFields;
  const [values, setValues] = useState<KycValues>({});
  const [touched, setTouched] = useState<Partial<Record<KycFieldKey, boolean>>>({});
  const [showAll, setShowAll] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const submit = useSubmitKyc();
  const formRef = useRef<HTMLFormElement>(null);
  const formId = useId();

  const checked = validateKyc(marketCode, values, new Date());
  const errors: FieldErrors = { ...checked.errors, ...serverErrors };
  const visibleError = (key: KycFieldKey) => {
    const error = errors[key];
    if (!error || !(showAll || touched[key] || serverErrors[key])) return null;
    return t(errorMessageKey(key, error, { idType: values.ID_TYPE, marketCode }));
  };

  const set = (key: KycFieldKey, value: string) => {
    setValues((current) => {
      const next = { ...current, [key]: value };
      // A new ID type means a new number format: the old number does not carry over.
      if (key === 'ID_TYPE' && current.ID_TYPE !== value) next.ID_NUMBER = '';
      return next;
    });
    setServerErrors(({ [key]: _dropped, ...rest }) => rest);
  };
  const blur = (key: KycFieldKey) => setTouched((current) => ({ ...current, [key]: true }));

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    if (submit.isPending) return;
    if (Object.keys(checked.errors).length > 0) {
      setShowAll(true);
      showToast(t('kyc.checkContent'), 'error');
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    submit.mutate(toSubmission(fields, checked.values), {
      onSuccess: onSubmitted,
      onError: (error) => {
        if (isApiError(error) && error.code === 1000) {
          setServerErrors(serverFieldErrors(fields, error.data));
          setShowAll(true);
        }
      },
    });
  };

  const ready = requiredFilled(fields, values);
  const submitButton = (
    <Button type="submit" form={formId} block disabled={!ready} loading={submit.isPending}>
      {t('kyc.submit')}
    </Button>
  );

  return (
    <form ref={formRef} id={formId} className={styles.form} onSubmit={onSubmit} noValidate>
      {fields.map((field) => (
        <KycInput
          key={field.key}
          field={field}
          value={values[field.key] ?? ''}
          idType={values.ID_TYPE}
          error={visibleError(field.key)}
          onChange={(value) => set(field.key, value)}
          onBlur={() => blur(field.key)}
        />
      ))}
      <div className={stickySubmit ? styles.stickySubmit : styles.inlineSubmit}>{submitButton}</div>
    </form>
  );
}

function fieldLabel(t: TFunction, field: KycField, marketCode: string): string {
  // Brazil's ID card number is the CPF.
  const label =
    field.key === 'IdCardNumber' && marketCode === 'BR' ? t('kyc.fields.cpf') : t(`kyc.fields.${field.key}`);
  return field.required ? label : `${label} ${t('kyc.optional')}`;
}

function KycInput({
  field,
  value,
  idType,
  error,
  onChange,
  onBlur,
}: {
  field: KycField;
  value: string;
  idType: string | undefined;
  error: string | null;
  onChange(value: string): void;
  onBlur(): void;
}) {
  const { t } = useT('kyc');
  const market = useMarket();
  const label = fieldLabel(t, field, market?.code ?? 'GH');
  const common = { label, error, onBlur, name: field.name, required: field.required };
  switch (field.type) {
    case 'select':
      return (
        <SelectField
          {...common}
          value={value}
          onChange={onChange}
          placeholder={t('kyc.choose')}
          options={(field.options ?? []).map((option) => ({
            value: option.value,
            label: t(`kyc.idTypes.${option.value}`, { defaultValue: option.label }),
          }))}
        />
      );
    case 'date':
      return (
        <DateInput common={common} value={value} autoComplete={AUTOCOMPLETE[field.key]} onChange={onChange} />
      );
    case 'id-number':
      if (idType === 'GHANA_CARD') {
        return (
          <GhanaCardInput label={label} value={value} error={error} onChange={onChange} onBlur={onBlur} />
        );
      }
      return (
        <Field
          {...common}
          inputMode="numeric"
          autoComplete="off"
          maxLength={9}
          placeholder={t('kyc.placeholders.idNumber')}
          value={value}
          onChange={(event) => onChange(event.target.value.replace(/\D+/g, '').slice(0, 9))}
        />
      );
    case 'digits':
      return (
        <Field
          {...common}
          inputMode="numeric"
          autoComplete="off"
          maxLength={field.maxLength}
          value={value}
          onChange={(event) => onChange(event.target.value.replace(/\D+/g, '').slice(0, field.maxLength))}
        />
      );
    default:
      return (
        <Field
          {...common}
          type={field.type === 'email' ? 'email' : 'text'}
          inputMode={field.type === 'email' ? 'email' : undefined}
          autoCapitalize={field.type === 'email' ? 'off' : 'words'}
          autoComplete={AUTOCOMPLETE[field.key]}
          maxLength={field.maxLength}
          placeholder={t(`kyc.placeholders.${field.key}`, { defaultValue: '' })}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      );
  }
}

/**
 * The date of birth typed in the market's order (DD/MM/YYYY in Ghana, issue 20), not the browser's date
 * picker, whose order follows the browser's language (US month first). Sent as YYYYMMDD.
 */
function DateInput({
  common,
  value,
  autoComplete,
  onChange,
}: {
  common: { label: string; error: string | null; onBlur(): void; name: string; required: boolean };
  value: string;
  autoComplete: string | undefined;
  onChange(value: string): void;
}) {
  const { t } = useT('kyc');
  const market = useMarket() ?? markets.GH;
  const [text, setText] = useState(() => ymdToTyped(market, value));
  const placeholder = dateFieldOrder(market)
    .map((part) => t(`kyc.datePlaceholder.${part}`))
    .join('/');
  return (
    <Field
      {...common}
      inputMode="numeric"
      autoComplete={autoComplete}
      placeholder={placeholder}
      maxLength={10}
      value={text}
      onChange={(event) => {
        const masked = maskTypedDate(market, event.target.value);
        setText(masked);
        onChange(typedDateToYmd(market, masked));
      }}
    />
  );
}

function SelectField({
  label,
  value,
  options,
  placeholder,
  error,
  name,
  required,
  onChange,
  onBlur,
}: {
  label: string;
  value: string;
  options: { value: string; label: string }[];
  placeholder: string;
  error: string | null;
  name: string;
  required: boolean;
  onChange(value: string): void;
  onBlur(): void;
}) {
  const id = useId();
  return (
    <div className={`${styles.field} ${error ? styles.invalid : ''}`}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <div className={styles.box}>
        <select
          id={id}
          name={name}
          required={required}
          className={styles.select}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-message` : undefined}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
        >
          <option value="" disabled>
            {placeholder}
          </option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      {error && (
        <p id={`${id}-message`} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/** Spec core §4: Ghana Card turns the ID number into GHA - nine digits - one digit. */
function GhanaCardInput({
  label,
  value,
  error,
  onChange,
  onBlur,
}: {
  label: string;
  value: string;
  error: string | null;
  onChange(value: string): void;
  onBlur(): void;
}) {
  const { t } = useT('kyc');
  const id = useId();
  const checkRef = useRef<HTMLInputElement>(null);
  const { nine, check } = ghanaCardParts(value);
  const messageId = `${id}-message`;
  return (
    <fieldset
      className={`${styles.field} ${styles.fieldset} ${error ? styles.invalid : ''}`}
      // Moving from the nine digits to the last one is not leaving the field: judge it once focus goes elsewhere.
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onBlur();
      }}
    >
      <legend className={styles.label}>{label}</legend>
      <div className={`${styles.box} ${styles.ghanaCard}`}>
        <span className={styles.fixed} aria-hidden="true">
          GHA
        </span>
        <span className={styles.dash} aria-hidden="true">
          -
        </span>
        <input
          className={`${styles.input} ${styles.nine}`}
          inputMode="numeric"
          autoComplete="off"
          maxLength={9}
          placeholder="123456789"
          aria-label={t('kyc.ghanaCard.nine')}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? messageId : `${id}-hint`}
          value={nine}
          onChange={(event) => {
            const digits = event.target.value.replace(/\D+/g, '').slice(0, 9);
            onChange(ghanaCardValue(digits, check));
            if (digits.length === 9) checkRef.current?.focus();
          }}
        />
        <span className={styles.dash} aria-hidden="true">
          -
        </span>
        <input
          ref={checkRef}
          className={`${styles.input} ${styles.check}`}
          inputMode="numeric"
          autoComplete="off"
          maxLength={1}
          placeholder="0"
          aria-label={t('kyc.ghanaCard.check')}
          aria-invalid={error ? true : undefined}
          value={check}
          onChange={(event) =>
            onChange(ghanaCardValue(nine, event.target.value.replace(/\D+/g, '').slice(-1)))
          }
        />
      </div>
      {error ? (
        <p id={messageId} className={styles.error} role="alert">
          {error}
        </p>
      ) : (
        <p id={`${id}-hint`} className={styles.hint}>
          {t('kyc.ghanaCard.hint')}
        </p>
      )}
    </fieldset>
  );
}
