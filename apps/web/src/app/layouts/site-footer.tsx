import { Anchor, Container, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { CLIENT_TEXT, PRODUCT_NAME } from '../../lib/client-text.js';
import classes from './layout.module.css';

/** The site footer: product name and the main sections. */
export function SiteFooter() {
  return (
    <footer className={classes.footer}>
      <Container size="xl">
        <Group justify="space-between" gap="sm">
          <Text size="sm" c="dimmed">
            {PRODUCT_NAME}
          </Text>
          <Group gap="md">
            <Anchor component={Link} to="/events" size="sm" c="dimmed">
              {CLIENT_TEXT.navEvents}
            </Anchor>
            <Anchor component={Link} to="/streams" size="sm" c="dimmed">
              {CLIENT_TEXT.navStreams}
            </Anchor>
            <Anchor component={Link} to="/learn" size="sm" c="dimmed">
              {CLIENT_TEXT.navLearn}
            </Anchor>
          </Group>
        </Group>
      </Container>
    </footer>
  );
}
