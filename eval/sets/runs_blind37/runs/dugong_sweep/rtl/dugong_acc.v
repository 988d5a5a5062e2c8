// dugong_acc: saturating accumulator register used by dugong_mac.
// Adds the sign-extended 16-bit product to acc when en is high; clr has priority over en.
// ovf is sticky: it is set when a sum saturates and cleared only by rst or clr.
module dugong_acc #(
    parameter AW = 20
) (
    input  wire                 clk,
    input  wire                 rst,
    input  wire                 en,
    input  wire                 clr,
    input  wire signed [15:0]   din,
    output reg  signed [AW-1:0] acc,
    output reg                  ovf
);
    wire signed [AW:0] sum = {acc[AW-1], acc} + {{(AW-15){din[15]}}, din};
    wire pos_ovf = (sum[AW:AW-1] == 2'b01);
    wire neg_ovf = (sum[AW:AW-1] == 2'b10);

    always @(posedge clk) begin
        if (rst || clr) begin
            acc <= {AW{1'b0}};
            ovf <= 1'b0;
        end else if (en) begin
            if (pos_ovf) begin
                acc <= {1'b0, {(AW-1){1'b1}}};
                ovf <= 1'b1;
            end else if (neg_ovf) begin
                acc <= {1'b1, {(AW-1){1'b0}}};
                ovf <= 1'b1;
            end else begin
                acc <= sum[AW-1:0];
            end
        end
    end
endmodule
