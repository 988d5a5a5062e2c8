// dormouse_hold: intentional level-sensitive latches - a 6-bit transparent address latch (ALE style) plus a registered decode
module dormouse_hold (
    input  wire       clk,
    input  wire       ale,
    input  wire [5:0] ad_bus,
    input  wire       rd,
    output reg  [5:0] addr_lat,
    output reg  [3:0] sel
);
    // transparent while ale is high, holds when ale falls (deliberate latch)
    always @(*) begin
        if (ale)
            addr_lat = ad_bus;
    end

    always @(posedge clk) begin
        if (rd) begin
            case (addr_lat[5:4])
                2'b00: sel <= 4'b0001;
                2'b01: sel <= 4'b0010;
                2'b10: sel <= 4'b0100;
                2'b11: sel <= 4'b1000;
            endcase
        end else begin
            sel <= 4'b0000;
        end
    end
endmodule
