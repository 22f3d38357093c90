export { SettingsTab } from '../../settings/components/SettingsTab';
