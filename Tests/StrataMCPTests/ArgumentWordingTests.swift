import Testing

@testable import StrataMCP

/// Advice worded for the command line reads as tool arguments over MCP.
@Suite("MCP: CLI advice worded as arguments")
struct ArgumentWordingTests {
    @Test func aFlagWithItsValueKeepsTheValueAndNamesTheArgument() {
        #expect(
            ArgumentWording.forTools("no repository protocol `WorkoutRepositry` (did you mean `--repository WorkoutRepository`?)")
                == "no repository protocol `WorkoutRepositry` (did you mean `WorkoutRepository` (the `repository` argument)?)")
    }

    @Test func twoFlagsWithValuesInOneMessage() {
        #expect(
            ArgumentWording.forTools("pass `--entity Movie` or `--module MoviesDomain`")
                == "pass `Movie` (the `entity` argument) or `MoviesDomain` (the `module` argument)")
    }

    @Test func aBareFlagAndAnUnknownFlagWithAValue() {
        #expect(ArgumentWording.forTools("run again with `--force`") == "run again with `force: true`")
        // Not an argument of any tool: left as written rather than guessed.
        #expect(ArgumentWording.forTools("try `--color never`") == "try `--color never`")
    }
}
