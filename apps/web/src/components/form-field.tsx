// Kept for imports of the earlier path: the plain text and select fields now live with the form
// fields (components/form/fields.tsx), one implementation for the whole app.
export { SelectInput, TextInput } from './form/fields';
