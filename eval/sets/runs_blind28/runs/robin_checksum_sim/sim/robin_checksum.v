// Streaming byte checksum that keeps a running modulo-256 sum and a running XOR over the accepted bytes.
module robin_checksum (
    input  wire       clk,
    input  wire       rst,
    input  wire       in_valid,
    input  wire [7:0] in_byte,
    output reg  [7:0] sum8,
    output reg  [7:0] xor8,
    output reg  [7:0] count
);
    always @(posedge clk) begin
        if (rst) begin
            sum8  <= 8'h00;
            xor8  <= 8'h00;
            count <= 8'd0;
        end else if (in_valid) begin
            sum8  <= sum8 + in_byte;
            xor8  <= xor8 ^ in_byte;
            count <= count + 8'd1;
        end
    end
endmodule
