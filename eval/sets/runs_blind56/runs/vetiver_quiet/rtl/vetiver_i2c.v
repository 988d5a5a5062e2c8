// vetiver_i2c: I2C target (slave) front end: START/STOP detection, 7-bit
// address match with ACK, and the received data byte on rx_valid.
// SCL/SDA are oversampled by clk through 2-flop synchronisers.
// Define GLITCH_FILTER to add a 3-sample majority filter on SCL and SDA.
module vetiver_i2c #(
    parameter [6:0] MY_ADDR = 7'h42
) (
    input  wire       clk,
    input  wire       rst_n,
    input  wire       scl_in,
    input  wire       sda_in,
    output reg        sda_oe,      // drive SDA low when 1 (ACK)
    output reg  [7:0] rx_data,
    output reg        rx_valid,
    output reg        addressed
);
    reg [1:0] scl_s, sda_s;
    always @(posedge clk or negedge rst_n)
        if (!rst_n) begin scl_s <= 2'b11; sda_s <= 2'b11; end
        else begin scl_s <= {scl_s[0], scl_in}; sda_s <= {sda_s[0], sda_in}; end

`ifdef GLITCH_FILTER
    reg [2:0] scl_h, sda_h;
    always @(posedge clk or negedge rst_n)
        if (!rst_n) begin scl_h <= 3'b111; sda_h <= 3'b111; end
        else begin scl_h <= {scl_h[1:0], scl_s[1]}; sda_h <= {sda_h[1:0], sda_s[1]}; end
    wire scl = (scl_h[0] & scl_h[1]) | (scl_h[1] & scl_h[2]) | (scl_h[0] & scl_h[2]);
    wire sda = (sda_h[0] & sda_h[1]) | (sda_h[1] & sda_h[2]) | (sda_h[0] & sda_h[2]);
`else
    wire scl = scl_s[1];
    wire sda = sda_s[1];
`endif

    reg scl_d, sda_d;
    always @(posedge clk or negedge rst_n)
        if (!rst_n) begin scl_d <= 1'b1; sda_d <= 1'b1; end
        else begin scl_d <= scl; sda_d <= sda; end

    wire scl_rise = scl & ~scl_d;
    wire scl_fall = ~scl & scl_d;
    wire start_c  = scl & sda_d & ~sda;
    wire stop_c   = scl & ~sda_d & sda;

    reg [3:0] bitn;
    reg [7:0] sh;
    reg       first, ack_phase;

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            bitn <= 4'd0; sh <= 8'd0; first <= 1'b0; ack_phase <= 1'b0;
            sda_oe <= 1'b0; rx_data <= 8'd0; rx_valid <= 1'b0; addressed <= 1'b0;
        end else begin
            rx_valid <= 1'b0;
            if (start_c) begin
                bitn <= 4'd0; first <= 1'b1; addressed <= 1'b0; sda_oe <= 1'b0;
            end else if (stop_c) begin
                addressed <= 1'b0; sda_oe <= 1'b0; first <= 1'b0;
            end else if (scl_rise && !ack_phase) begin
                sh   <= {sh[6:0], sda};
                bitn <= bitn + 1'b1;
            end else if (scl_fall) begin
                if (ack_phase) begin
                    ack_phase <= 1'b0; sda_oe <= 1'b0; bitn <= 4'd0;
                end else if (bitn == 4'd8) begin
                    ack_phase <= 1'b1;
                    if (first) begin
                        first <= 1'b0;
                        if (sh[7:1] == MY_ADDR) begin
                            addressed <= 1'b1; sda_oe <= 1'b1;
                        end
                    end else if (addressed) begin
                        rx_data <= sh; rx_valid <= 1'b1; sda_oe <= 1'b1;
                    end
                end
            end
        end
    end
endmodule
