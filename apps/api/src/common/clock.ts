/** The time, as a dependency: the inactivity job and expiry rules are tested with a fixed clock. */
export abstract class Clock {
  abstract now(): Date;
}

export class SystemClock extends Clock {
  now(): Date {
    return new Date();
  }
}
