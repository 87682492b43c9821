import Testing
@testable import Spotlight

@Suite struct AttributeValueTextTests {
    @Test func quotedValuesStayOnOneLine() {
        #expect(CSAttributeValue.quote("Milch") == "\"Milch\"")
        #expect(CSAttributeValue.quote("a \"b\" \\ c") == "\"a \\\"b\\\" \\\\ c\"")
        #expect(CSAttributeValue.quote("line one\nline two\tend") == "\"line one\\nline two\\tend\"")
        #expect(!CSAttributeValue.string("x\ny").description.contains("\n"))
    }

    @Test func numbersPrintWithoutATrailingFraction() {
        #expect(CSAttributeValue.number(3).description == "3")
        #expect(CSAttributeValue.number(0.9).description == "0.9")
        #expect(CSAttributeValue.strings(["a", "b"]).description == "[\"a\", \"b\"]")
    }
}
