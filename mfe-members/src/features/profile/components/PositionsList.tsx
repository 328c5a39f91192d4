import { useField } from 'formik';
import type { Position } from 'shared-ui';

/** The member's positions, read-only (spec section 5): only an admin changes them. */
export function PositionsList() {
  const [field, meta] = useField<Position[]>('positions');
  return (
    <div className="mb-3">
      <h3 className="form-label fs-6 mb-1" id="positions-label">
        Positions
      </h3>
      {field.value.length > 0 ? (
        <ul className="mb-1" aria-labelledby="positions-label">
          {field.value.map((position) => (
            <li key={`${position.position}|${position.project}`}>
              {position.position}, {position.project}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mb-1">No positions</p>
      )}
      <p className="form-text mt-0">Positions and projects are changed by an admin.</p>
      {typeof meta.error === 'string' && <p className="text-danger small">{meta.error}</p>}
    </div>
  );
}
