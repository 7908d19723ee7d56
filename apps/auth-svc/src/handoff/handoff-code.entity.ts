import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * Table auth.handoff_codes (issue 12: sign-in on every host): a single-use code that carries a sign-in from the main
 * site to one mini-site origin. Only the sha256 of the code is stored; `token_id` is the token it was made from (the
 * new host's token joins that token's family). Rows are pruned an hour after they expire. Never leaves the service.
 */
@Entity({ name: 'handoff_codes' })
export class HandoffCodeEntity {
  @PrimaryGeneratedColumn('increment', { type: 'bigint' }) id!: string;
  /** Lower-case hex sha256 of the code. */
  @Column('text', { unique: true }) code_hash!: string;
  /** auth.tokens id of the token the code was made from (bigint: a string from the pg driver). */
  @Column('bigint') token_id!: string;
  /** The only origin that may redeem it ('http://spring.localhost:8080'). */
  @Column('text') origin!: string;
  /** The path that origin opens after the exchange. */
  @Column('text') return_path!: string;
  @CreateDateColumn({ type: 'timestamptz' }) created_at!: Date;
  @Index()
  @Column('timestamptz')
  expires_at!: Date;
  /** Set by the first redeem attempt, whatever its outcome (single use). */
  @Column('timestamptz', { nullable: true }) used_at!: Date | null;
}
