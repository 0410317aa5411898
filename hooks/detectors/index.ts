/**
 * The guard's rules, in the order they are asked: the first finding decides. A cycle
 * comes first so that its calls are not also reported one by one as repeats; the
 * refusal rules (`cycle`, `repeat`, `refused-twice`) come before the notes, and the
 * firmer `unmoved-error` before `repeated-failure`, so one call never gets both.
 * `text-loop` watches the model's text, not its calls: it answers only `text`.
 * Adding a rule: its file here, one line below, its words in advice.ts, its spec.
 */
import { cycle } from './cycle.js'
import type { Detector } from './detector.js'
import { refusedTwice } from './refused-twice.js'
import { repeat } from './repeat.js'
import { repeatedFailure } from './repeated-failure.js'
import { rotatingArguments } from './rotating-arguments.js'
import { textLoop } from './text-loop.js'
import { unmovedError } from './unmoved-error.js'

/** Each detector's memory is its own: only it reads it. */
export const DETECTORS: readonly Detector<unknown>[] = [cycle, repeat, unmovedError, repeatedFailure, rotatingArguments, refusedTwice, textLoop]
