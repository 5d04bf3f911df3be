// Stylesheets of the Mantine components only the competitions' administration screens use.
import '@mantine/core/styles/Fieldset.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import '@mantine/core/styles/Grid.css';
