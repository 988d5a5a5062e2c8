// Access-grant decoder. Written carelessly: some branches do not assign
// every output, so Yosys infers latches.
module gatekeeper (
    input  wire [1:0] mode,
    input  wire       en,
    input  wire [3:0] req,
    output reg  [3:0] grant,
    output reg        deny,
    output reg  [1:0] level
);
    always @(*) begin
        case (mode)
            2'b00: grant = 4'b0000;
            2'b01: grant = req & 4'b0011;
            2'b10: grant = req & 4'b1100;
            // 2'b11 missing: grant holds its value
        endcase
    end

    always @(*) begin
        if (en) begin
            deny  = (req == 4'b0000);
            level = mode;
        end
        // no else: deny and level are latched
    end
endmodule
