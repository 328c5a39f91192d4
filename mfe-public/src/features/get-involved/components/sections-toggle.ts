/** The sections dropdown's toggle, the same whether it is the stand-in or the dropdown's own. */
export const SECTIONS_TOGGLE = { id: 'get-involved-sections', label: 'Jump to a section', variant: 'outline-primary' } as const;
