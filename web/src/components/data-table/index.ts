// A table of rows given whole. The paged table with its tooltips (data-table.tsx) is imported from its own file: a
// screen that shows only this one (a student's grades) does not load the tooltips' positioning code with it.
export { TableView, type TableViewProps } from './table-view';
export { TABLE_LOOKS, type TableLook } from './table-looks';
