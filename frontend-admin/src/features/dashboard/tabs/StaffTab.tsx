export { StaffTab } from '../../staff/components/StaffTab';
