// I2C master wrapper: byte-level controller around a bit-level engine.
// The bit engine (i2c_bit_ctrl) lives in a separate IP drop.
module i2c_byte_ctrl (
    input  wire       clk,
    input  wire       rst_n,
    input  wire       start_xfer,
    input  wire [7:0] tx_byte,
    input  wire       bit_done,
    output reg  [2:0] bit_idx,
    output wire       tx_bit,
    output reg        byte_busy
);
    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            bit_idx   <= 3'd7;
            byte_busy <= 1'b0;
        end else if (start_xfer) begin
            bit_idx   <= 3'd7;
            byte_busy <= 1'b1;
        end else if (byte_busy && bit_done) begin
            if (bit_idx == 3'd0)
                byte_busy <= 1'b0;
            bit_idx <= bit_idx - 3'd1;
        end
    end

    assign tx_bit = tx_byte[bit_idx];
endmodule

module i2c_master_wrap (
    input  wire       clk,
    input  wire       rst_n,
    input  wire       start_xfer,
    input  wire [7:0] tx_byte,
    inout  wire       sda,
    output wire       scl,
    output wire       busy
);
    wire [2:0] bit_idx;
    wire       tx_bit;
    wire       bit_done;

    i2c_byte_ctrl u_byte (
        .clk        (clk),
        .rst_n      (rst_n),
        .start_xfer (start_xfer),
        .tx_byte    (tx_byte),
        .bit_done   (bit_done),
        .bit_idx    (bit_idx),
        .tx_bit     (tx_bit),
        .byte_busy  (busy)
    );

    i2c_bit_ctrl u_bit (
        .clk      (clk),
        .rst_n    (rst_n),
        .tx_bit   (tx_bit),
        .bit_done (bit_done),
        .scl_o    (scl),
        .sda_io   (sda)
    );
endmodule
