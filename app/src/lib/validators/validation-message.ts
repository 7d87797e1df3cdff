// A refused field's message: a translation key of en.yaml's `validation`
// section with the parameters it takes, so a rule stays a pure function and
// the form translates it (useValidationMessage).
export type ValidationMessage =
  | { readonly key: 'validation.required' }
  | { readonly key: 'validation.email' }
  | { readonly key: 'validation.mobile' }
  | { readonly key: 'validation.url' }
  | { readonly key: 'validation.date' }
  | { readonly key: 'validation.number' }
  | { readonly key: 'validation.digits' }
  | { readonly key: 'validation.amountDecimals' }
  | { readonly key: 'validation.amountPositive' }
  | { readonly key: 'validation.passwordWeak' }
  | { readonly key: 'validation.passwordsMismatch' }
  | { readonly key: 'validation.code'; readonly digits: number }
  | { readonly key: 'validation.maxLength'; readonly max: number }
  | { readonly key: 'validation.minLength'; readonly min: number };
