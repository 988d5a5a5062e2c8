// Serial CRC-8 (poly x^8+x^2+x+1) over a byte stream, one bit per clock.
module crc8_engine (
    input  wire       clk,
    input  wire       rst_n,
    input  wire       clear,
    input  wire       din_valid,
    input  wire       din,
    output wire [7:0] crc
);
    reg [7:0] r;
    wire fb = r[7] ^ din;

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n)
            r <= 8'h00;
        else if (clear)
            r <= 8'h00;
        else if (din_valid) begin
            r[0] <= fb;
            r[1] <= r[0] ^ fb;
            r[2] <= r[1] ^ fb
            r[7:3] <= r[6:2];
        end
    end

    assign crc = r;
endmodule
