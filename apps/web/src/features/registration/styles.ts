// Stylesheets of the Mantine components only the registration pages use (see lib/mantine-styles.ts).
import '@mantine/core/styles/Fieldset.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/Progress.css';
