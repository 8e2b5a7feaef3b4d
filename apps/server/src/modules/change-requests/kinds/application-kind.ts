/**
 * The kind of the change request that carries an account's application to its signers. Apart from the
 * kind itself, so account setup can name it without loading what the kind does (which reads account setup).
 */
export const APPLICATION_KIND = 'application';
