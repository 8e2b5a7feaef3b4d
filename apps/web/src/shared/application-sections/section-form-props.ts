// What every section form of an application takes (tax, people, company, trust, signing authority,
// uploads), so the fill-in-missing-details engine and the /accounts/{id}/forms/{form} pages can render
// any of them the same way.

export type TSectionFormMode =
  /** A step of the fill-in-missing-details engine: the button says Next and moves on. */
  | 'setup'
  /** An edit page under /accounts/{accountId}/forms/: the button says Save, then goes to redirect_url. */
  | 'edit';

export type TSectionFormProps = {
  accountId: number;
  mode: TSectionFormMode;
  /** Called once the server has accepted the form (or the step was skipped). */
  onDone: () => void;
};
