// rosella_shifter: 8-bit shift register shared by MOSI (MSB out) and MISO (LSB in).
module rosella_shifter (
    input  wire       clk,
    input  wire       rst,
    input  wire       load,
    input  wire [7:0] din,
    input  wire       sample,
    input  wire       shift,
    input  wire       miso,
    output wire       mosi,
    output wire [7:0] dout
);
    reg [7:0] sr;
    reg       miso_q;

    always @(posedge clk) begin
        if (rst) begin
            sr     <= 8'h00;
            miso_q <= 1'b0;
        end else if (load) begin
            sr <= din;
        end else begin
            if (sample) miso_q <= miso;
            if (shift)  sr <= {sr[6:0], miso_q};
        end
    end

    assign mosi = sr[7];
    assign dout = sr;
endmodule
