import Foundation
import StrataModel
import Testing

@testable import StrataPropagation
@testable import StrataRewrite

/// `--enum Name=cases`: the new type a new property needs, created beside the entity in the
/// module's enum style, then stored as a raw string outside the domain.
@Suite("add-property --enum")
struct NewEnumTests {
    @Test("a new enum is written beside the entity like the module's other enums, and every layer treats it as one")
    func createsAndPropagates() async throws {
        var request = AddPropertyRequest(entities: ["Product"], properties: [try PropertyRequest.parse("badge:ProductBadge?")])
        request.newEnums = [try NewEnumType.parse("ProductBadge=fresh,sale")]
        let plan = try await RewriteFixtures.plan(request, in: RewriteFixtures.url("Catalog"))
        #expect(plan.newFiles.map(\.path) == ["Sources/CatalogKit/Model/ProductBadge.swift"])
        #expect(plan.newFiles.first?.contents == "public enum ProductBadge: String, Sendable, CaseIterable {\n\tcase fresh\n\tcase sale\n}\n")
        let payload = try #require(plan.rewrites.first { $0.path.hasSuffix("ProductPayload.swift") })
        #expect(payload.rewritten.contains("\tlet badge: String?\n") && payload.rewritten.contains("payload.badge.flatMap { ProductBadge(rawValue: $0) }"))
        let mock = try #require(plan.rewrites.first { $0.path.hasSuffix("Product+Mock.swift") })
        #expect(mock.rewritten.contains("badge: ProductBadge? = .fresh"))
    }

    @Test("the same enum already there is no change; one with other cases is refused")
    func existingEnum() async throws {
        var same = AddPropertyRequest(entities: ["Product"], properties: [try PropertyRequest.parse("kind:ProductCategory?")])
        same.newEnums = [try NewEnumType.parse("ProductCategory=food,toys,books")]
        let plan = try await RewriteFixtures.plan(same, in: RewriteFixtures.url("Catalog"))
        #expect(plan.newFiles.isEmpty && plan.alreadyPresent.contains("enum `ProductCategory`"))

        var other = same
        other.newEnums = [try NewEnumType.parse("ProductCategory=food,garden")]
        await #expect(throws: StrataIssues.self) { try await RewriteFixtures.plan(other, in: RewriteFixtures.url("Catalog")) }
    }

    @Test("malformed --enum values are refused with a hint", arguments: ["Badge", "badge=a,b", "Badge=a,a", "Badge=default,b", "Badge="])
    func malformed(_ text: String) {
        do {
            _ = try NewEnumType.parse(text)
            Issue.record("`\(text)` was accepted")
        } catch {
            #expect(error.issues.first?.hint != nil)
        }
    }
}
