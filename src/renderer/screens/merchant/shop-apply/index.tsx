import { AuditedPage } from '../AuditedPage';

/** The engine's list with the audit history of each row. */
export const Screen = () => <AuditedPage name="shopApply" />;
