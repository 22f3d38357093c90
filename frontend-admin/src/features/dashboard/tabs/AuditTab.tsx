export { AuditTab } from '../../audit/components/AuditTab';
