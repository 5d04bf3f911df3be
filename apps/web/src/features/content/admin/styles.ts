// Stylesheets of the Mantine components only the content admin uses; they load with its chunk.
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Fieldset.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
