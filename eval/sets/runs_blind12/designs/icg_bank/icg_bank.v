// Four clock-gated 8-bit register banks. Each gate is the classic latch-based
// ICG: the enable is captured by a latch that is transparent while clk is low,
// so the gated clock cannot glitch. The latches are intentional.
module icg_bank (
    input        clk,
    input        rst_n,
    input  [3:0] bank_en,
    input        test_en,      // forces all gates open in scan mode
    input  [7:0] d,
    output [31:0] q
);
    reg  [3:0] en_lat;
    wire [3:0] gclk;
    reg  [7:0] r0, r1, r2, r3;

    always @(*) begin
        if (!clk)
            en_lat = bank_en | {4{test_en}};
    end

    assign gclk = {4{clk}} & en_lat;

    always @(posedge gclk[0] or negedge rst_n) if (!rst_n) r0 <= 8'd0; else r0 <= d;
    always @(posedge gclk[1] or negedge rst_n) if (!rst_n) r1 <= 8'd0; else r1 <= d;
    always @(posedge gclk[2] or negedge rst_n) if (!rst_n) r2 <= 8'd0; else r2 <= d;
    always @(posedge gclk[3] or negedge rst_n) if (!rst_n) r3 <= 8'd0; else r3 <= d;

    assign q = {r3, r2, r1, r0};
endmodule
