// I2C receive bit shifter: samples SDA on filtered SCL rising edges.
// The glitch filter lives in a separate file that was not read in.
module i2c_bit_shifter (
    input  wire       clk,
    input  wire       rst_n,
    input  wire       scl_in,
    input  wire       sda_in,
    output reg  [7:0] rx_byte,
    output reg        rx_vld
);
    wire scl_f, sda_f;
    reg  scl_d;
    reg  [2:0] bitcnt;

    i2c_glitch_flt #(.TAPS(3)) u_flt_scl (.clk(clk), .d(scl_in), .q(scl_f));
    i2c_glitch_flt #(.TAPS(3)) u_flt_sda (.clk(clk), .d(sda_in), .q(sda_f));

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            scl_d   <= 1'b1;
            bitcnt  <= 3'd0;
            rx_byte <= 8'd0;
            rx_vld  <= 1'b0;
        end else begin
            scl_d  <= scl_f;
            rx_vld <= 1'b0;
            if (scl_f && !scl_d) begin
                rx_byte <= {rx_byte[6:0], sda_f};
                bitcnt  <= bitcnt + 3'd1;
                if (bitcnt == 3'd7) rx_vld <= 1'b1;
            end
        end
    end
endmodule
