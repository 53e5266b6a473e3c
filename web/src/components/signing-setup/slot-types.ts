/** The rows the slot pages show, as the API answers them. */

export interface SlotGroupRow {
  readonly SlotGroupId: string;
  readonly Name: string;
  readonly RelatedObjectId: string;
  readonly AttestatorId: string;
  readonly AttestatorName: string;
  readonly Description: string;
  readonly Status: string;
  readonly Type: string;
}

export interface SlotSessionRow {
  readonly SlotSessionId: string;
  readonly SlotGroupId: string;
  /** ISO weekday: 1 = Monday … 7 = Sunday. */
  readonly Weekday: number;
  /** 'HH:mm', Malaysia time. */
  readonly StartTime: string;
  readonly EndTime: string;
}

/** A staff user as `GET /users` answers one. */
export interface StaffUserRow {
  readonly UserId: string;
  readonly FullName: string;
}
