// lcd_init_seq: power-on initialisation sequencer for an HD44780-style
// character LCD in 4-bit mode. Waits, sends a fixed command list, then
// passes host writes through.
module lcd_init_seq #(parameter WAIT_PWRUP = 16'd40000, parameter WAIT_CMD = 16'd2000) (
    input  wire       clk,
    input  wire       rst_n,
    input  wire       host_wr,
    input  wire [7:0] host_data,
    input  wire       host_rs,
    output reg        lcd_e,
    output reg        lcd_rs,
    output reg  [3:0] lcd_d,
    output wire       ready
);
    localparam S_PWRUP = 3'd0, S_LOAD = 3'd1, S_HI = 3'd2, S_LO = 3'd3,
               S_GAP   = 3'd4, S_IDLE = 3'd5, S_HOST = 3'd6;

    reg [2:0]  state;
    reg [15:0] timer;
    reg [2:0]  cmd_idx;
    reg [7:0]  cur_byte;
    reg        cur_rs;
    reg        nib;          // 0: high nibble, 1: low nibble
    reg        init_done;

    reg [7:0] cmd_rom;
    always @* begin
        case (cmd_idx)
            3'd0: cmd_rom = 8'h33;
            3'd1: cmd_rom = 8'h32;
            3'd2: cmd_rom = 8'h28;   // 4-bit, 2 lines
            3'd3: cmd_rom = 8'h0C;   // display on
            3'd4: cmd_rom = 8'h06;   // entry mode
            default: cmd_rom = 8'h01; // clear
        endcase
    end

    assign ready = (state == S_IDLE);

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            state <= S_PWRUP; timer <= WAIT_PWRUP; cmd_idx <= 3'd0;
            cur_byte <= 8'h00; cur_rs <= 1'b0; nib <= 1'b0; init_done <= 1'b0;
            lcd_e <= 1'b0; lcd_rs <= 1'b0; lcd_d <= 4'h0;
        end else begin
            case (state)
                S_PWRUP: if (timer == 0) state <= S_LOAD;
                         else timer <= timer - 1'b1;
                S_LOAD: begin
                    cur_byte <= cmd_rom; cur_rs <= 1'b0; nib <= 1'b0;
                    state <= S_HI;
                end
                S_HI: begin
                    lcd_rs <= cur_rs;
                    lcd_d  <= nib ? cur_byte[3:0] : cur_byte[7:4];
                    lcd_e  <= 1'b1;
                    state  <= S_LO;
                end
                S_LO: begin
                    lcd_e <= 1'b0;
                    timer <= WAIT_CMD;
                    state <= S_GAP;
                end
                S_GAP: begin
                    if (timer != 0) timer <= timer - 1'b1;
                    else if (!nib) begin nib <= 1'b1; state <= S_HI; end
                    else if (init_done || cmd_idx == 3'd5) begin
                        init_done <= 1'b1;
                        state     <= S_IDLE;
                    end else begin
                        cmd_idx <= cmd_idx + 1'b1;
                        state   <= S_LOAD;
                    end
                end
                S_IDLE: if (host_wr) begin
                    cur_byte <= host_data; cur_rs <= host_rs; nib <= 1'b0;
                    state <= S_HOST;
                end
                S_HOST: state <= S_HI;
                default: state <= S_IDLE;
            endcase
        end
    end
endmodule
