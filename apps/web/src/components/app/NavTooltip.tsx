// The collapsed sidebar's tooltips, in a chunk of their own (SidebarNav loads it only when collapsed):
// Mantine's tooltip brings its positioning library, some 16 KB.
export { Tooltip as NavTooltip } from '@mantine/core';
