export { GivingTab } from '../../giving/components/GivingTab';
