export { ScripturesTab } from '../../scriptures/components/ScripturesTab';
