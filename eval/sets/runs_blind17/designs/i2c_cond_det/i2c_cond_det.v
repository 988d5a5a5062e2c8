// i2c_cond_det: oversampled START / STOP / repeated-START detector for
// an I2C slave. SCL and SDA are synchronized with two flops each.
module i2c_cond_det (
    input  wire clk,
    input  wire rst_n,
    input  wire scl_in,
    input  wire sda_in,
    output reg  start_det,
    output reg  stop_det,
    output reg  rstart_det,
    output reg  bus_busy
);
    reg [2:0] scl_s, sda_s;   // [0],[1] sync, [2] previous
    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            scl_s <= 3'b111;
            sda_s <= 3'b111;
        end else begin
            scl_s <= {scl_s[1:0], scl_in};
            sda_s <= {sda_s[1:0], sda_in};
        end
    end

    wire scl_hi   = scl_s[1] & scl_s[2];
    wire sda_fall = ~sda_s[1] &  sda_s[2];
    wire sda_rise =  sda_s[1] & ~sda_s[2];

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            start_det  <= 1'b0;
            stop_det   <= 1'b0;
            rstart_det <= 1'b0;
            bus_busy   <= 1'b0;
        end else begin
            start_det  <= scl_hi & sda_fall & ~bus_busy;
            rstart_det <= scl_hi & sda_fall &  bus_busy;
            stop_det   <= scl_hi & sda_rise;
            if (scl_hi & sda_fall)
                bus_busy <= 1'b1;
            else if (scl_hi & sda_rise)
                bus_busy <= 1'b0;
        end
    end
endmodule
