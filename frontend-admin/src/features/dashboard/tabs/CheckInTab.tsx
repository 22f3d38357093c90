export { CheckInTab } from '../../check-in/components/CheckInTab';
