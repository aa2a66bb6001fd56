import StrataModel
import Testing

@testable import StrataPropagation
@testable import StrataRewrite

/// The expressions that carry an embedded value across a mapper, for every optional/array shape
/// and every form of the value's own mapping (the popcorn preset's `Optional.map(subMapper.map)` rules).
@Suite("Sub-mapping expressions")
struct SubMappingTests {
    static let dto = TypeRef.named("PriceDTO"), price = TypeRef.named("Price")
    static let mapper = SubMapping(form: .function("priceMapper.map"), storedMapper: nil)

    @Test(
        "a function reference across every shape",
        arguments: [
            (dto, price, "priceMapper.map(dto.price)"),
            (TypeRef.optional(dto), TypeRef.optional(price), "dto.price.map(priceMapper.map)"),
            (TypeRef.array(dto), TypeRef.array(price), "dto.price.map(priceMapper.map)"),
            (TypeRef.optional(.array(dto)), TypeRef.optional(.array(price)), "dto.price?.map(priceMapper.map)"),
            (TypeRef.optional(.array(dto)), TypeRef.array(price), "dto.price?.map(priceMapper.map) ?? []"),
            (TypeRef.array(dto), TypeRef.optional(.array(price)), "dto.price.map(priceMapper.map)"),
            (dto, TypeRef.optional(price), "priceMapper.map(dto.price)"),
        ])
    func shapes(_ from: TypeRef, _ to: TypeRef, _ expected: String) {
        #expect(Self.mapper.convert("dto.price", from: from, to: to) == expected)
    }

    @Test("an optional into a required value needs a fallback Strata does not invent")
    func optionalIntoRequired() {
        #expect(Self.mapper.convert("dto.price", from: .optional(Self.dto), to: Self.price) == nil)
        #expect(Self.mapper.convert("dto.prices", from: .dictionary(key: .named("String"), value: Self.dto), to: .dictionary(key: .named("String"), value: Self.price)) == nil)
    }

    @Test("each form of the value's own mapping")
    func forms() {
        let method = SubMapping(form: .method("toDomain"), storedMapper: nil)
        #expect(method.convert("dto.price", from: .optional(Self.dto), to: .optional(Self.price)) == "dto.price?.toDomain()")
        #expect(method.convert("dto.prices", from: .array(Self.dto), to: .array(Self.price)) == "dto.prices.map { $0.toDomain() }")
        let property = SubMapping(form: .property("domain"), storedMapper: nil)
        #expect(property.convert("row.price", from: .optional(Self.dto), to: .optional(Self.price)) == "row.price?.domain")
        #expect(property.convert("row.prices", from: .array(Self.dto), to: .array(Self.price)) == "row.prices.map(\\.domain)")
        let labelled = SubMapping(form: .initializer(type: "Price", label: "dto"), storedMapper: nil)
        #expect(labelled.convert("dto.price", from: Self.dto, to: Self.price) == "Price(dto: dto.price)")
        #expect(labelled.convert("dto.price", from: .optional(Self.dto), to: .optional(Self.price)) == "dto.price.map { Price(dto: $0) }")
        let unlabelled = SubMapping(form: .initializer(type: "Price", label: "_"), storedMapper: nil)
        #expect(unlabelled.convert("dto.prices", from: .optional(.array(Self.dto)), to: .array(Self.price)) == "dto.prices?.map { Price($0) } ?? []")
    }

    @Test("a counterpart's name replaces only the entity's own part")
    func derivedNames() {
        #expect(DerivedName.of("PopcornMoviesMovieEntity", subject: "Movie", value: "Collection") == "PopcornMoviesCollectionEntity")
        #expect(DerivedName.of("MovieDTO", subject: "Movie", value: "Price") == "PriceDTO")
        #expect(DerivedName.of("Payload", subject: "Movie", value: "Price") == nil)
    }
}
