// I2S transmitter: shifts out a 16-bit left/right sample pair, MSB first.
module i2s_tx (
    input  wire        sck,      // bit clock
    input  wire        rst_n,
    input  wire [15:0] left_in,
    input  wire [15:0] right_in,
    input  wire        load,
    output reg         ws,       // word select
    output wire        sd        // serial data
);
    reg [15:0] shreg;
    reg [15:0] right_hold;
    reg [3:0]  bitcnt;

    assign sd = shreg[15];

    always @(negedge sck or negedge rst_n) begin
        if (!rst_n) begin
            shreg      <= 16'h0000;
            right_hold <= 16'h0000;
            bitcnt     <= 4'd0;
            ws         <= 1'b0;
        end else if (load) begin
            shreg      <= left_in;
            right_hold <= right_in;
            bitcnt     <= 4'd0;
            ws         <= 1'b0;
        end else begin
            bitcnt <= bitcnt + 4'd1;
            if (bitcnt == 4'd15) begin
                ws    <= ~ws;
                shreg <= ws ? 16'h0000 : right_hold;
            end else begin
                shreg <= {shreg[14:0], 1'b0};
            end
        end
    end
endmodule
