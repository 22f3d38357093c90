export { AccountTab } from '../../account/components/AccountTab';
