import { Button, Table } from 'shared-ui/bootstrap';
import { Link } from 'shared-ui/router';
import { type Highlight } from 'shared-ui';
import { formatDate } from 'shared-ui/dates';
import { TableHead } from '../../../components/TableHead';
import { paths } from '../../../config/paths';

/** The posted highlights, newest first, each with Edit and Delete. */
export function HighlightTable({ highlights, onDelete }: { highlights: Highlight[]; onDelete: (highlight: Highlight) => void }) {
  return (
    <Table responsive striped className="align-middle">
      <caption className="visually-hidden">Posted highlights, newest first</caption>
      <TableHead columns={['Title', 'Project', 'Date', 'Author', 'Image']} actions />
      <tbody>
        {highlights.map((highlight) => (
          <tr key={highlight._id}>
            <th scope="row">
              <Link to={paths.publicHighlight(highlight._id)}>{highlight.title}</Link>
            </th>
            <td>{highlight.project}</td>
            <td>{formatDate(highlight.date)}</td>
            <td>{highlight.author}</td>
            <td>{highlight.image ? 'Yes' : 'No'}</td>
            <td className="text-end text-nowrap">
              <Link to={paths.editHighlight(highlight._id)} className="btn btn-sm btn-outline-primary me-2">
                Edit<span className="visually-hidden"> {highlight.title}</span>
              </Link>
              <Button size="sm" variant="outline-danger" onClick={() => onDelete(highlight)}>
                Delete<span className="visually-hidden"> {highlight.title}</span>
              </Button>
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
