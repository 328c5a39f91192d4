import { Card, Col, Row } from 'shared-ui/bootstrap';

const CARDS = [
  {
    title: 'Directed Studies',
    text: 'Earn course credit with a term-long research project supervised by the lab.',
  },
  {
    title: 'Research Experience',
    text: 'Take part in every stage of an experiment: design, data collection, analysis and presentation.',
  },
  {
    title: 'Global Research',
    text: 'Work alongside affiliated labs and programs at universities around the world.',
  },
];

export function HomeCards() {
  return (
    <Row as="ul" xs={1} md={3} className="g-4 list-unstyled mb-5">
      {CARDS.map((card) => (
        <Col as="li" key={card.title}>
          <Card className="h-100">
            <Card.Body>
              <Card.Title as="h2" className="h4">
                {card.title}
              </Card.Title>
              <Card.Text>{card.text}</Card.Text>
            </Card.Body>
          </Card>
        </Col>
      ))}
    </Row>
  );
}
