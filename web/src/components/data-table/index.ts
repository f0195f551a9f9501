export { DataTable, type DataTableProps, type PagedTableQuery } from './data-table';
export { TableView, type TableViewProps } from './table-view';
export { TABLE_LOOKS, type TableLook } from './table-looks';
