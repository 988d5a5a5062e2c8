// bmc_encoder: biphase-mark line coder (as used by S/PDIF).  Every bit cell
// starts with a transition; a '1' adds a second transition in mid-cell.
// Data is loaded 8 bits at a time and shifted out LSB first; the output
// runs at two half-cells per bit, one half-cell per clk when cell_en is set.
module bmc_encoder (
    input  wire       clk,
    input  wire       rst,
    input  wire       cell_en,
    input  wire       load,
    input  wire [7:0] byte_in,
    output reg        line,
    output wire       need_byte
);
    reg [7:0] sh;
    reg [2:0] bcnt;
    reg       half;     // 0: first half of the cell, 1: second half
    reg       have;

    assign need_byte = !have;

    always @(posedge clk) begin
        if (rst) begin
            sh   <= 8'd0;
            bcnt <= 3'd0;
            half <= 1'b0;
            have <= 1'b0;
            line <= 1'b0;
        end else begin
            if (load && !have) begin
                sh   <= byte_in;
                have <= 1'b1;
                bcnt <= 3'd0;
            end
            if (cell_en && have) begin
                if (!half) begin
                    line <= ~line;              // cell boundary transition
                    half <= 1'b1;
                end else begin
                    if (sh[0]) line <= ~line;   // mid-cell transition for '1'
                    half <= 1'b0;
                    sh   <= {1'b0, sh[7:1]};
                    bcnt <= bcnt + 3'd1;
                    if (bcnt == 3'd7) have <= 1'b0;
                end
            end
        end
    end
endmodule
