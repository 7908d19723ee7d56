import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';
import { UserEntity } from '../users/user.entity.js';

/**
 * Table auth.tokens: the bearer tokens of a user. Only the sha256 of a token is stored (ARCHITECTURE §2: secrets never
 * enter a record), so a database dump does not let anyone log in. Never leaves the service.
 */
@Entity({ name: 'tokens' })
export class TokenEntity {
  /** bigint: the pg driver hands it over as a string. */
  @PrimaryGeneratedColumn('increment', { type: 'bigint' }) id!: string;
  @Index()
  @Column('text')
  user_id!: string;
  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: UserEntity;
  /** Lower-case hex sha256 of the token's UTF-8 bytes. */
  @Column('text', { unique: true }) token_hash!: string;
  @CreateDateColumn({ type: 'timestamptz' }) created_at!: Date;
  @Column('timestamptz') expires_at!: Date;
  @Column('timestamptz', { nullable: true }) revoked_at!: Date | null;
  /**
   * The first token of this token's sign-in family (null: this token is the first). A hand-off to another host of the
   * site makes a new token in the family; revoking any token of a family revokes all of them (logout on either host
   * signs out of both).
   */
  @Index()
  @Column('bigint', { nullable: true })
  family_id!: string | null;
  /** Refreshed by verify-token at most once a minute. */
  @Column('timestamptz', { nullable: true }) last_used_at!: Date | null;
}
