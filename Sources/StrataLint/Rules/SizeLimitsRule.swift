import StrataIndex
import StrataModel

/// The popcorn preset's SwiftLint limits: function bodies, type bodies and files stay short. Off by default
/// (teams running SwiftLint already have them).
struct SizeLimitsRule: LintRule {
    static let description = RuleDescription(
        id: "size-limits",
        title: "Functions, types and files stay within size limits",
        impact: .low,
        impactDescription: "long bodies hide several responsibilities and make reviews and merges slow",
        tags: ["size", "style", "swiftlint"],
        rationale: """
            A strict SwiftLint setup uses `function_body_length` 50, `type_body_length` 350 and \
            `file_length` 400 lines, and asks to split large test methods and share data helpers. The same \
            limits are options here; the rule is off unless enabled (`size-limits: on`).
            """,
        incorrect: RuleExample(
            "a 60-line function with `maxFunctionLines: 50`",
            code: """
                // App/Domain/UseCases/ImportUseCase.swift
                final class ImportUseCase {
                    func execute() {
                \((1...60).map { "        print(\($0))" }.joined(separator: "\n"))
                    }
                }
                """),
        correct: RuleExample(
            "split into helpers",
            code: """
                // App/Domain/UseCases/ImportUseCase.swift
                final class ImportUseCase {
                    func execute() {
                        importFirstHalf()
                        importSecondHalf()
                    }

                    private func importFirstHalf() {
                        print(1)
                    }

                    private func importSecondHalf() {
                        print(2)
                    }
                }
                """),
        isEnabledByDefault: false,
        options: [
            RuleOption("maxFunctionLines", .integer, default: .integer(50), "longest function or initializer body, in lines"),
            RuleOption("maxTypeLines", .integer, default: .integer(350), "longest type body, in lines"),
            RuleOption("maxFileLines", .integer, default: .integer(400), "longest file, in lines"),
        ],
        sources: ["popcorn preset"]
    )

    let maxFunctionLines: Int
    let maxTypeLines: Int
    let maxFileLines: Int

    init(options: RuleOptions) {
        maxFunctionLines = options.integer("maxFunctionLines")
        maxTypeLines = options.integer("maxTypeLines")
        maxFileLines = options.integer("maxFileLines")
    }

    func check(_ file: LintFile, _ findings: inout FindingSink) {
        if file.summary.lineCount > maxFileLines {
            findings.add("file has \(file.summary.lineCount) lines, over the \(maxFileLines)-line limit: split it by type or concern.", line: 1)
        }
        for declaration in file.summary.declarations {
            let kinds: [Declaration.Kind] = [.struct, .class, .enum, .actor, .extension]
            if kinds.contains(declaration.kind), declaration.endLine - declaration.line - 1 > maxTypeLines {
                findings.add(
                    "`\(declaration.name)` has a \(declaration.endLine - declaration.line - 1)-line body, over the \(maxTypeLines)-line limit: move parts into extensions in their own files or into collaborators.",
                    line: declaration.line, column: declaration.column)
            }
            for member in declaration.members where member.kind == .method || member.kind == .initializer {
                guard let lines = member.bodyLineCount, lines - 2 > maxFunctionLines else { continue }
                findings.add(
                    "`\(member.name)` has a \(lines - 2)-line body, over the \(maxFunctionLines)-line limit: extract helpers.",
                    line: member.line)
            }
        }
    }
}
