import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

/** Bracket resolve (RULES (c.7), (c.8)) for every bracket whose ordered_matches holds a changed match. */
@Injectable()
export class BracketResolveService {
  async resolveForMatch(_manager: EntityManager, _matchId: string): Promise<void> {
    // Wired to @castline/brackets resolveBracket once that library lands (same issue batch).
  }
}
